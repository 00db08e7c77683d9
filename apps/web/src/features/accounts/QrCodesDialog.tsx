import type { Account } from '@catering/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useToast } from '../../lib/toast';
import { useAccountQrCodes } from './api';
import { ACCOUNT_TEXT } from './messages';

const fileName = (accountName: string, kind: string) =>
  `${accountName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${kind}-qr.png`;

/** The account's two QR codes (public menu, eater feedback), loaded each time it opens. */
export function QrCodesDialog(props: { account: Account; open: boolean; onClose: () => void }) {
  const { account, open, onClose } = props;
  const titleId = useId();
  const query = useAccountQrCodes(account, open);
  const codes = query.data;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 700, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        {ACCOUNT_TEXT.qrCodesTitle}: {account.name}
      </DialogTitle>
      <DialogContent dividers>
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          >
            {ACCOUNT_TEXT.qrCodesFailed}
          </Alert>
        ) : !codes ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading QR codes" />
          </Box>
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <QrCode
                title="Menu"
                description="Eaters see the menus of the coming days."
                image={codes.menuQRCode}
                link={codes.menuLink}
                fileName={fileName(account.name, 'menu')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <QrCode
                title="Feedback"
                description="Eaters rate their meal and leave a comment."
                image={codes.surveyQRCode}
                link={codes.surveyLink}
                fileName={fileName(account.name, 'feedback')}
              />
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function QrCode(props: {
  title: string;
  description: string;
  image: string;
  link: string;
  fileName: string;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(props.link);
      toast.success(ACCOUNT_TEXT.linkCopied);
    } catch {
      toast.error(ACCOUNT_TEXT.linkCopyFailed);
    }
  };

  return (
    <Stack component="section" aria-label={`${props.title} QR code`} spacing={1.5}>
      <Typography variant="h6" component="h3">
        {props.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.description}
      </Typography>
      <Box
        component="img"
        src={props.image}
        alt={`${props.title} QR code`}
        sx={{ width: 240, height: 240, alignSelf: 'center', imageRendering: 'pixelated' }}
      />
      <Link
        href={props.link}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {props.link}
      </Link>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
        >
          {`Copy ${props.title.toLowerCase()} link`}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          href={props.image}
          download={props.fileName}
        >
          Download
        </Button>
      </Stack>
    </Stack>
  );
}
