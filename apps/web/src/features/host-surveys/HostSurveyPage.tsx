import { PlaceholderPage } from '../placeholders/PlaceholderPage';

/** Route /hosts/survey/:surveyId (being built: issue #10). */
export function HostSurveyPage() {
  return <PlaceholderPage title="Host Survey" />;
}
