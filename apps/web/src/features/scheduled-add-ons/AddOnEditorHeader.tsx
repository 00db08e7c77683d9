import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { ADD_ON_EDITOR_TEXT, addOnEditorTitle } from './messages';

/** Spec 2.10: the way back to the day, and 'Editing {type} add on for {line} on MM/DD in {market}'. */
export function AddOnEditorHeader(props: {
  marketId: string;
  date: string;
  typeName: string;
  serviceLineName: string;
  marketName: string;
}) {
  return (
    <>
      <Link
        component={RouterLink}
        to={`/markets/${props.marketId}/scheduling-detail/${props.date}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {ADD_ON_EDITOR_TEXT.backToDetail}
      </Link>
      <PageHeader title={addOnEditorTitle(props)} />
    </>
  );
}
