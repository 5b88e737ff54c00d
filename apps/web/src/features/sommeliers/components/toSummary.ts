import type { PublicUser } from '@wine/contract/users';
import type { SommelierSummary } from '../../../components/ui/SommelierCard';
import { fullName } from '../../../lib/format';

export const toSummary = (user: PublicUser): SommelierSummary => ({
  id: user.id,
  name: fullName(user) || user.name,
  profilePicture: user.profilePicture,
  line: user.customData.profileOneLine ?? user.designation,
});
