import { zodResolver } from '@hookform/resolvers/zod';
import {
  CASE_NOTE_MAX,
  type CaseNote,
  type CaseNoteBody,
  caseNoteBodySchema,
  displaySingaporeDateTime,
} from '@preauth/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { LoadError } from '../../../../components/errors/load-error';
import { OwnField } from '../../../../components/form/own-field';
import { Button } from '../../../../components/ui/button';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { PageLoading } from '../../../../components/ui/page-loading';
import { useAddCaseNote, useCaseNotes } from '../../api/case-notes';
import { useSubmitOnce } from '../../../../components/form/use-submit-once';

function NoteItem({ note }: { note: CaseNote }) {
  return (
    <li className="case-note">
      <p className="case-note__meta">
        <strong>{note.authorName}</strong>, {displaySingaporeDateTime(new Date(note.createdAt))}
        {note.assignedToName && ` · Assigned to ${note.assignedToName}`}
      </p>
      <p className="case-note__body">{note.body}</p>
    </li>
  );
}

/** A note for the colleagues; cleared once it is saved. */
function AddNoteForm({ paId }: { paId: string }) {
  const form = useForm<CaseNoteBody>({
    resolver: zodResolver(caseNoteBodySchema),
    mode: 'onTouched',
    defaultValues: { body: '' },
  });
  const add = useAddCaseNote(paId);
  const onSubmit = useSubmitOnce(form, (body) =>
    add.mutateAsync(body).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Add a note">
        <OwnField
          type="textarea"
          name="body"
          label="Note"
          hint="Seen by your insurer's adjudicators only."
          maxLength={CASE_NOTE_MAX}
        />
        <Button type="submit" isLoading={add.isPending}>
          Add note
        </Button>
      </form>
    </FormProvider>
  );
}

/**
 * The case's internal notes, oldest first (an assignment's note names the colleague), and a form
 * for another: between the insurer's adjudicators only, never shown to anyone else.
 */
export function CaseNotes({ paId }: { paId: string }) {
  const notes = useCaseNotes(paId);
  return (
    <ReviewSection id="notes" title="Internal notes">
      {notes.isPending ? (
        <PageLoading label="Loading the notes…" />
      ) : notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="case-notes" aria-label="Notes, oldest first">
          {notes.data.notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ol>
      )}
      <AddNoteForm paId={paId} />
    </ReviewSection>
  );
}
