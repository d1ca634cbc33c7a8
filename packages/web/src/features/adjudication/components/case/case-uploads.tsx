import { type CaseView, displaySingaporeDateTime } from '@preauth/shared';
import { Button } from '../../../../components/ui/button';
import { ReviewSection } from '../../../../components/ui/detail-list';
import { useOpenUpload } from '../../api/open-upload';
import { fileSizeText, uploadPurposeLabel } from '../../lib/case-texts';

/**
 * The request's uploads (the policyholder's Employment Pass letter, the doctor's referral
 * letter); each opens in a new tab, fetched with the session's token.
 */
export function CaseUploads({ uploads }: { uploads: CaseView['uploads'] }) {
  const { open } = useOpenUpload();
  return (
    <ReviewSection id="uploads" title="Uploads">
      {uploads.length === 0 ? (
        <p>No files were uploaded.</p>
      ) : (
        <ul className="case-uploads">
          {uploads.map((upload) => (
            <li key={upload.uploadId} className="case-upload">
              <div className="case-upload__about">
                <span className="case-upload__name">{upload.fileName}</span>
                <span className="case-note">
                  {uploadPurposeLabel(upload.purpose)} · {fileSizeText(upload.sizeBytes)} · uploaded{' '}
                  {displaySingaporeDateTime(new Date(upload.uploadedAt))}
                </span>
              </div>
              <Button
                variant="outline"
                aria-label={`Open ${upload.fileName} in a new tab`}
                onClick={() => open(upload)}
              >
                Open
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}
