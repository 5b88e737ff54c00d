import { GoogleSignInButton } from '../../features/auth/components/GoogleSignInButton';
import EditProfilePage from '../../features/profile/pages/EditProfilePage';

/** Edit Profile with Google's button, which accounts without a password confirm an email change with. */
export default function EditProfileRoute() {
  return <EditProfilePage googleProof={GoogleSignInButton} />;
}
