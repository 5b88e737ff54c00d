import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { StockAlertState } from '@wine/contract/stock-alerts';
import { errorMessageOf } from '../../lib/http';
import { openLogin } from '../../lib/loginPrompt';
import { useSession } from '../../lib/session';
import { useSnackbar } from '../../lib/toast';
import { userRequest } from '../../lib/userClient';

const alertKey = (wineId: string, token: string) => ['stock-alert', wineId, token] as const;

/**
 * "Tell me when it's back" on an out-of-stock wine (issue 32, decision 0052): a signed-in shopper is
 * mailed once when the wine has bottles again, and can cancel that; a guest is asked to sign in.
 */
export function BackInStockButton({ wineId }: { wineId: string }) {
  const token = useSession()?.token ?? null;
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const url = `/catalogue/${encodeURIComponent(wineId)}/stock-alert`;
  const state = useQuery({
    queryKey: alertKey(wineId, token ?? ''),
    queryFn: ({ signal }) => userRequest<StockAlertState>(url, { signal }),
    enabled: token !== null,
  });
  const change = useMutation({
    mutationFn: (waiting: boolean) => userRequest<StockAlertState>(url, { method: waiting ? 'PUT' : 'DELETE' }),
    onSuccess: (next) => queryClient.setQueryData(alertKey(wineId, token ?? ''), next),
    onError: (error) => enqueueSnackbar(errorMessageOf(error, 'That did not work. Please try again.'), { variant: 'error' }),
  });

  if (token === null) {
    return (
      <Box>
        <Button variant="outlined" size="large" startIcon={<NotificationsIcon />} onClick={openLogin}>
          Tell me when it&apos;s back
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Log in and we will email you when it is back in stock.
        </Typography>
      </Box>
    );
  }
  if (state.data?.waiting) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <NotificationsActiveIcon color="primary" aria-hidden />
          We will email you when it is back in stock.
        </Typography>
        <Button variant="text" onClick={() => change.mutate(false)} disabled={change.isPending}>
          Don&apos;t tell me
        </Button>
      </Box>
    );
  }
  return (
    <Button variant="outlined" size="large" startIcon={<NotificationsIcon />} onClick={() => change.mutate(true)} disabled={state.isPending || change.isPending}>
      Tell me when it&apos;s back
    </Button>
  );
}
