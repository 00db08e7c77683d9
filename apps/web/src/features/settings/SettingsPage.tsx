import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { saveBetaFeaturesEnabled, useBetaFeaturesEnabled } from '../../lib/local-preferences';

/** Route /settings: preferences of this browser, and the version for support questions. */
export function SettingsPage() {
  const betaEnabled = useBetaFeaturesEnabled();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '70vh' }}>
      <PageHeader title="Settings" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <FormControlLabel
          control={
            <Switch
              checked={betaEnabled}
              onChange={(event) => saveBetaFeaturesEnabled(event.target.checked)}
            />
          }
          label="Beta features"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Shows features still being tried out: search keywords on the tags page, keywords on menus
          and add-ons on accounts. Saved in this browser only.
        </Typography>
      </Paper>
      <Typography
        component="footer"
        variant="caption"
        color="text.secondary"
        sx={{ mt: 'auto', pt: 4 }}
      >
        Catering Console version {__APP_VERSION__}
      </Typography>
    </Box>
  );
}
