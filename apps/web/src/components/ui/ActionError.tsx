import Alert, { type AlertProps } from '@mui/material/Alert';
import { errorMessageOf } from '../../lib/http';

const TRY_AGAIN = 'Something went wrong, please try again.';

interface Props {
  /** A mutation, or anything else that failed or not with an error. */
  action: { isError: boolean; error: unknown };
  /** Said when the error carries no message of its own. */
  fallback?: string;
  sx?: AlertProps['sx'];
}

/** Why an action failed, in the server's words where it gave some; nothing while it has not failed. */
export function ActionError({ action, fallback = TRY_AGAIN, sx }: Props) {
  return action.isError ? (
    <Alert severity="error" sx={sx}>
      {errorMessageOf(action.error, fallback)}
    </Alert>
  ) : null;
}
