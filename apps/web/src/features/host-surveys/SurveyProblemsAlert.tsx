import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Ref } from 'react';

/** What stops the survey: the rules' messages, or a failed save's text and the server's. */
export interface SurveyProblemsAlertContent {
  title?: string;
  messages: string[];
  /** The answers the rules refused, by field name (the rules' `fields`); none for the server's. */
  fields?: string[];
}

/** The one alert of a refused submit, above the questions, each message on its own line. */
export function SurveyProblemsAlert(props: {
  content: SurveyProblemsAlertContent;
  ref?: Ref<HTMLDivElement>;
}) {
  const { content } = props;
  return (
    // Brought to the top of the screen, it clears the fixed app bar (56 px on a phone, 64).
    <Alert ref={props.ref} severity="error" sx={{ scrollMarginTop: { xs: 72, sm: 80 } }}>
      {content.title && <AlertTitle>{content.title}</AlertTitle>}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {[...new Set(content.messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </Box>
    </Alert>
  );
}
