import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * A link page's way out (001 §2: "Close this window" after a submit, Cancel on the office's
 * form): asks `question` first; Yes runs `onClose` (forget the session, say the tab can be
 * closed) and calls `window.close()`, which browsers honour only for windows a script opened.
 */
export function CloseWindowButton({
  children,
  title,
  question,
  onClose,
  variant,
}: {
  children: ReactNode;
  title: string;
  question: string;
  onClose: () => void;
  variant?: Exclude<ButtonVariant, 'icon'>;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setAsking(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        message={question}
        onConfirm={() => {
          setAsking(false);
          onClose();
          window.close();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
