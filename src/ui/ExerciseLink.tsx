import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

/** An exercise's name by id, and whether this device has the exercise (one it lacks has no page to open). */
export interface ExerciseNames {
  (id: string): string;
  has: (id: string) => boolean;
}

/** Names from `names`, and `missing` for an exercise not among them. */
export function exerciseNames(names: ReadonlyMap<string, string>, missing: string): ExerciseNames {
  return Object.assign((id: string) => names.get(id) ?? missing, { has: (id: string) => names.has(id) });
}

export interface ExerciseLinkProps {
  id: string;
  children: ReactNode;
  /** Underlined, when the name is part of a line of text. */
  inline?: boolean;
  /** For a screen that may hold unsaved changes (an editor): the page opens in a new tab instead. */
  newTab?: boolean;
  className?: string;
}

/** Wherever an exercise is named, its name opens the exercise's page. */
export function ExerciseLink({ id, children, inline, newTab, className }: ExerciseLinkProps) {
  return (
    <RouterLink to={`/exercise/${encodeURIComponent(id)}`} inline={inline} newTab={newTab} className={className}>
      {children}
    </RouterLink>
  );
}

/** The exercise's name from `names`: a link to its page when this device has it, plain text when not. */
export function ExerciseName({ id, names, ...link }: { id: string; names: ExerciseNames } & Omit<ExerciseLinkProps, 'id' | 'children'>) {
  if (!names.has(id)) return names(id);
  return (
    <ExerciseLink id={id} {...link}>
      {names(id)}
    </ExerciseLink>
  );
}
