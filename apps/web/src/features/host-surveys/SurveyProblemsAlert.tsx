import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** What stops the survey: the rules' messages, or a failed save's text and the server's. */
export interface SurveyProblemsAlertContent {
  title?: string;
  messages: string[];
}

/**
 * The one alert of a refused submit, each message on its own line. It scrolls into view
 * when shown (give each submit attempt its own key): on a phone, a long list of problems
 * would otherwise start above the screen.
 */
export function SurveyProblemsAlert({ content }: { content: SurveyProblemsAlertContent }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrolling; browsers all do.
    alertRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  return (
    <Alert ref={alertRef} severity="error">
      {content.title && <AlertTitle>{content.title}</AlertTitle>}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {[...new Set(content.messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </Box>
    </Alert>
  );
}
