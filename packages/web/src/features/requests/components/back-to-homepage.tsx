import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** 'Back to homepage' of the review and acknowledgement screens (000 §2.6, §2.10). */
export function BackToHomepage({ variant = 'outline' }: { variant?: 'primary' | 'outline' }) {
  return (
    <Button variant={variant} to={paths.dashboard}>
      Back to homepage
    </Button>
  );
}
