import { Button } from '../ui/button';
import type { FormDraft } from './use-form-draft';
import './restored-draft-note.css';

/** Says that the form shows what was typed before, with a way to start again from empty. */
export function RestoredDraftNote({ draft }: { draft: Pick<FormDraft, 'restored' | 'startOver'> }) {
  if (!draft.restored) return null;
  return (
    <div className="alert restored-draft-note" role="status">
      <p>We restored what you had typed on this form. Check it before you submit.</p>
      <Button variant="link" onClick={draft.startOver}>
        Start over
      </Button>
    </div>
  );
}
