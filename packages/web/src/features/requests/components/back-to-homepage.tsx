import { Button } from '../../../components/ui/button';
import { landingPath } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * 'Back to homepage' of the review and acknowledgement screens (000 §2.6, §2.10): the user's own
 * landing (the dashboard for a policyholder or an agent, the insured patient's or the doctor's
 * home).
 */
export function BackToHomepage({ variant = 'outline' }: { variant?: 'primary' | 'outline' }) {
  const user = useCurrentUser();
  return (
    <Button variant={variant} to={landingPath(user.userType)}>
      Back to homepage
    </Button>
  );
}
