import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { AboutPage } from '../pages/about-page';

export default AboutPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.about);
