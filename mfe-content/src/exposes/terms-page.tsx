import { TermsPage } from '../pages/terms-page';

export default TermsPage;
