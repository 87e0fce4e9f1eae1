import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { TermsPage } from '../pages/terms-page';

export default TermsPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.terms);
