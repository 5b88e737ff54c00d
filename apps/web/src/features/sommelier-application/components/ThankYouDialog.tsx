import { Text } from '@wine/contract/texts';
import { NoticeDialog } from '../../../components/ui/NoticeDialog';

interface Props {
  open: boolean;
  onOkay: () => void;
}

/** The confirmation after Done (spec 001 §2.5): Okay goes to the profile. */
export function ThankYouDialog({ open, onOkay }: Props) {
  return (
    <NoticeDialog open={open} title={Text.thankYouTitle} okay="Okay" onOkay={onOkay} maxWidth="xs">
      {Text.thankYouBody}
    </NoticeDialog>
  );
}
