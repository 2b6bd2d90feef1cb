import type { Ref } from 'react';

/**
 * The hidden file input behind a "take or choose a photo" button: the phone offers its camera and
 * gallery; a button of the screen's own opens it (`ref.current.click()`), so it takes no focus.
 */
export function PhotoFileInput({
  ref,
  className,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  className: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      className={className}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/*"
      tabIndex={-1}
      aria-hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared so that choosing the same file again is a change too.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
