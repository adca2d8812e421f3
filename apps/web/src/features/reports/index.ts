export { ReportButton } from './report-button';
