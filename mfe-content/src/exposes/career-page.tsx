import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { CareerPage } from '../career/career-page';

export default CareerPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.career);
