import Typography from '@mui/material/Typography';

/** The spec's "Loading..." text of the account editor and its tabs. */
export function LoadingText() {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
      Loading...
    </Typography>
  );
}
