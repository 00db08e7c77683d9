import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorIcon from '@mui/icons-material/Error';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { HOSTS_TEXTS } from '../messages';
import type { SurveyState } from './survey-state';

/** Filled for what needs the host (or is done), outlined for a survey merely begun. */
const LOOKS: Record<SurveyState['kind'], Pick<ChipProps, 'color' | 'variant' | 'icon'>> = {
  waiting: { color: 'warning', variant: 'filled', icon: <CloudUploadIcon /> },
  refused: { color: 'error', variant: 'filled', icon: <ErrorIcon /> },
  completed: { color: 'success', variant: 'filled', icon: <CheckCircleIcon /> },
  deviceDraft: { color: 'info', variant: 'filled', icon: <PhoneAndroidIcon /> },
  draft: { color: 'info', variant: 'outlined', icon: <EditNoteIcon /> },
  notStarted: { color: 'default', variant: 'outlined' },
};

export function SurveyStateChip({ state }: { state: SurveyState }) {
  return <Chip size="small" label={HOSTS_TEXTS.surveyState[state.kind]} {...LOOKS[state.kind]} />;
}
