import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AdminCoupon, type CouponBody } from '@wine/contract/admin/coupons';
import { adminPageQuery } from '@wine/contract/admin/shared';
import { useCoupons } from '../api/listCoupons';
import { useSaveCoupon } from '../api/saveCoupon';
import { NewRecordButton, useRecordEditor } from '../../shared/components/recordEditor';
import { ConsoleListPage } from '../../shared/components/ConsoleListPage';
import { CouponFormDialog } from '../components/CouponFormDialog';
import { useListAddress } from '../../shared/components/listQuery';
import { formatPrice } from '@wine/contract/money';
import { couponTermsLabel } from '@wine/contract/pricing';
import { formatDateTime } from '../../../../lib/recordDates';
import { ConsoleTable, shownFrom } from '../../shared/components/ConsoleTable';

const TITLE = 'Coupons';

function bounds(coupon: AdminCoupon): string {
  if (coupon.minAmount && coupon.maxAmount) return `${formatPrice(coupon.minAmount)} to ${formatPrice(coupon.maxAmount)}`;
  if (coupon.minAmount) return `From ${formatPrice(coupon.minAmount)}`;
  if (coupon.maxAmount) return `Up to ${formatPrice(coupon.maxAmount)}`;
  return 'Any amount';
}

function validity(coupon: AdminCoupon): string {
  if (coupon.validFrom && coupon.validUntil) return `${formatDateTime(coupon.validFrom)} – ${formatDateTime(coupon.validUntil)}`;
  if (coupon.validFrom) return `From ${formatDateTime(coupon.validFrom)}`;
  if (coupon.validUntil) return `Until ${formatDateTime(coupon.validUntil)}`;
  return 'Always';
}

function state(coupon: AdminCoupon, now: number) {
  if (!coupon.isActive) return <Chip size="small" label="Inactive" />;
  if (coupon.validUntil && Date.parse(coupon.validUntil) <= now) return <Chip size="small" label="Expired" />;
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now) return <Chip size="small" color="info" label="Scheduled" />;
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) return <Chip size="small" label="Used up" />;
  return <Chip size="small" color="success" label={coupon.isVisible ? 'Live, listed' : 'Live, unlisted'} />;
}

/** Coupons by code, with how often each was used; create and edit in a dialog. */
export default function AdminCouponsPage() {
  const address = useListAddress([], adminPageQuery);
  const list = useCoupons(address.skip, address.limit);
  const save = useSaveCoupon();
  const editor = useRecordEditor<AdminCoupon, CouponBody, AdminCoupon>(save, (saved, created) => `Coupon ${saved.code} ${created ? 'created' : 'saved'}`);
  // When the page opened: statuses (expired, scheduled) are read against it.
  const [now] = useState(Date.now);

  return (
    <>
      <ConsoleListPage
        title={TITLE}
        intro="Discounts on the cart after the wines' own offers: a percentage of it, or a fixed amount off."
        action={
          <NewRecordButton onClick={() => editor.open('new')}>New coupon</NewRecordButton>
        }
        address={address}
        list={list}
        what="the coupons"
        rowsOf={(data) => data.coupons}
        empty="No coupons yet. Create one to offer a discount at checkout."
        framed
      >
        {(data) => (
          <ConsoleTable
            label="Coupons"
            columns={[
              'Code', { label: 'Discount', align: 'right' }, { label: 'Cart amount', from: 'md' }, { label: 'Valid', from: 'md' },
              { label: 'Used', align: 'right' }, { label: 'Status', from: 'sm' }, { label: 'Actions', align: 'right', from: 'sm', hidden: true },
            ]}
          >
            {data.coupons.map((coupon) => (
              <TableRow key={coupon._id} hover>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => editor.open(coupon)}
                    aria-label={`Edit ${coupon.code}`}
                    sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem', textAlign: 'left' }}
                  >
                    {coupon.code}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {coupon.description}
                  </Typography>
                </TableCell>
                <TableCell align="right">{couponTermsLabel(coupon)}</TableCell>
                <TableCell sx={shownFrom('md')}>{bounds(coupon)}</TableCell>
                <TableCell sx={shownFrom('md')}>{validity(coupon)}</TableCell>
                <TableCell align="right" aria-label={`Used ${coupon.usedCount} times`}>
                  {coupon.usedCount}
                  {coupon.totalLimit !== null ? ` / ${coupon.totalLimit}` : ''}
                  {coupon.perUserLimit !== null ? (
                    <Typography variant="body2" color="text.secondary">
                      {coupon.perUserLimit} per shopper
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={shownFrom('sm')}>{state(coupon, now)}</TableCell>
                <TableCell align="right" sx={shownFrom('sm')}>
                  <Button size="small" onClick={() => editor.open(coupon)} tabIndex={-1} aria-hidden>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </ConsoleTable>
        )}
      </ConsoleListPage>
      {editor.isOpen ? (
        <CouponFormDialog coupon={editor.record} saving={save.isPending} error={save.error} onClose={editor.close} onSave={editor.submit} />
      ) : null}
    </>
  );
}
