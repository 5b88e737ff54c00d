import { Text } from '@wine/contract/texts';
import { closeCartConflict, useCartConflictOpen } from '../../lib/cart';
import { NoticeDialog } from './NoticeDialog';

/** The cart single-source conflict (spec 000 §5, §8): opened by lib/cart on errorCode 409002. */
export default function CartConflictDialog() {
  const open = useCartConflictOpen();
  return (
    <NoticeDialog open={open} title={Text.cartConflictTitle} okay={Text.cartConflictOkay} onOkay={closeCartConflict} closable>
      {Text.cartConflictBody}
    </NoticeDialog>
  );
}
