import {
  ACCEPTED_UPLOAD_TYPES,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENTS_MAX,
  missingDocumentKinds,
  type DocumentKind,
} from '@preauth/shared';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { groupError } from '../../../../components/form/group-error';
import { RepeatingGroup } from '../../../../components/form/repeating-group';
import { UploadArea } from '../../../../components/form/upload-area';
import type { Uploader } from '../../../../lib/upload-file';

const ACCEPT = Object.values(ACCEPTED_UPLOAD_TYPES).flat().join(',');
const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: DOCUMENT_KIND_LABELS[kind],
}));

type AttachmentValue = { uploadId?: string; kind?: string; fileName?: string | null };

const emptyDocument = () => ({ uploadId: '', kind: '', fileName: null });

/**
 * The documents the doctor attaches (issue 24): rows of a kind and a file (PDF, JPEG or PNG, at
 * most 10MB each, uploaded at once with its progress), added and removed freely. The kinds the
 * insurer asked for are listed above with whether each is attached; the step's schema refuses
 * Next while one is missing.
 */
export function DocumentsField({
  required,
  url,
  upload,
}: {
  required: readonly DocumentKind[];
  url: string;
  upload: Uploader;
}) {
  const { control, setValue, getValues } = useFormContext();
  const [attachments, referralLetter] = useWatch({
    control,
    name: ['attachments', 'referralLetter'],
  }) as [AttachmentValue[] | undefined, string | null | undefined];
  const { errors } = useFormState({ control, name: 'attachments' });
  // Only rows with a file count, as on submit.
  const held = (attachments ?? []).flatMap((row) =>
    row.uploadId ? [{ kind: row.kind ?? '' }] : [],
  );
  const missing = new Set(missingDocumentKinds(required, { attachments: held, referralLetter }));

  return (
    <div className="documents-field">
      {required.length > 0 && (
        <div className="documents-field__required">
          <p id="documents-required">The insurer asks for these documents:</p>
          <ul aria-labelledby="documents-required">
            {required.map((kind) => (
              <li key={kind}>
                {DOCUMENT_KIND_LABELS[kind]}:{' '}
                <strong>{missing.has(kind) ? 'not attached yet' : 'attached'}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RepeatingGroup
        name="attachments"
        legend="Documents"
        rowLabel={(index) => `Document ${index + 1}`}
        addLabel="Add a document"
        maximum={DOCUMENTS_MAX}
        newRow={emptyDocument}
        error={groupError(errors.attachments)}
        rows={(row) => {
          const kept = getValues(row.name) as AttachmentValue | undefined;
          return (
            <>
              <Field
                type="select"
                name={`${row.name}.kind`}
                id={`attachment-${row.key}-kind`}
                label="Kind of document"
                options={KIND_OPTIONS}
              />
              <UploadArea
                name={`${row.name}.uploadId`}
                id={`attachment-${row.key}-file`}
                label="File"
                hint="PDF, JPG or PNG, at most 10MB."
                url={url}
                upload={upload}
                accept={ACCEPT}
                initialFile={
                  kept?.uploadId
                    ? { uploadId: kept.uploadId, fileName: kept.fileName ?? '' }
                    : undefined
                }
                onFileChange={(file) => setValue(`${row.name}.fileName`, file?.fileName ?? null)}
              />
            </>
          );
        }}
      />
    </div>
  );
}
