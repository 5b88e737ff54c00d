import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Text } from '@wine/contract/texts';

/** The four steps and their headings (spec 001 §2.14; step 3 is the delivery's billing address). */
const STEPS = [Text.myCart, 'Delivery', Text.billingAddress, 'Payment'] as const;

/** The four steps across the top: each done one a way back to it, unless the order is being placed. */
export function CheckoutStepper({ step, locked, onGoBackTo }: { step: number; locked: boolean; onGoBackTo: (step: number) => void }) {
  return (
    <Stepper activeStep={step - 1} alternativeLabel nonLinear sx={{ mb: 3 }} aria-label="Checkout steps">
      {STEPS.map((label, index) => (
        <Step key={label} completed={index < step - 1}>
          {index < step - 1 && !locked ? <StepButton onClick={() => onGoBackTo(index + 1)}>{label}</StepButton> : <StepLabel>{label}</StepLabel>}
        </Step>
      ))}
    </Stepper>
  );
}

/** The current step's heading, with its number in a disc; the step's content is labelled by it. */
export function StepHeading({ step }: { step: number }) {
  return (
    <Typography id="checkout-step-heading" variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2, display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '1rem',
          fontFamily: 'system-ui, sans-serif',
          flexShrink: 0,
        }}
      >
        {step}
      </Box>
      {STEPS[step - 1]}
    </Typography>
  );
}
