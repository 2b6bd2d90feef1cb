import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** `?edit=new` on the list, `?edit=1` on an exercise: the editor has its own history entry. */
const EDIT = 'edit';

export interface EditorRoute {
  /** The `edit` parameter, or null when the editor is closed. */
  editing: string | null;
  /** Opens the editor as a new history entry, so that Back (a phone's back gesture) closes it. */
  open: (value: string) => void;
  /** Back to where the editor was opened from, with its search and filters. */
  close: () => void;
}

export function useEditorRoute(): EditorRoute {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    editing: params.get(EDIT),
    open: (value) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(EDIT, value);
        return next;
      }),
    close: () => {
      // Opened here, the entry before is the page without the editor; opened from a link or a
      // reload (the first entry), there is nothing to go back to in the app.
      if (location.key !== 'default') {
        void navigate(-1);
        return;
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(EDIT);
          return next;
        },
        { replace: true },
      );
    },
  };
}
