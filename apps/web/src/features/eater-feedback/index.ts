// What other features use of eater feedback: the panel, for the account editor's Feedback tab.
export { EaterFeedbackPanel } from './EaterFeedbackPanel';
