import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState } from 'react';
import { SCHEDULE_BETA_INSTRUCTION, SCHEDULE_INSTRUCTIONS } from './messages';

/** The collapsible Instructions note above the grid, closed at first. */
export function ScheduleInstructions({ withAddOns }: { withAddOns: boolean }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const lines = withAddOns
    ? [...SCHEDULE_INSTRUCTIONS, SCHEDULE_BETA_INSTRUCTION]
    : SCHEDULE_INSTRUCTIONS;
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={noteId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen((current) => !current)}
      >
        Instructions
      </Button>
      <Collapse in={open} id={noteId}>
        <Alert severity="info" icon={false} sx={{ mt: 1 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </Alert>
      </Collapse>
    </Box>
  );
}
