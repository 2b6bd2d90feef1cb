import type { MessageDescriptor } from '@lingui/core';
import { atom } from 'jotai';

/**
 * What the exercise page says after the editor saved, for the exercise it names. The editor goes
 * back in history when it closes (so Back does not reopen it), and a step back carries no state.
 */
export const savedNoticeAtom = atom<{ id: string; message: MessageDescriptor } | null>(null);
