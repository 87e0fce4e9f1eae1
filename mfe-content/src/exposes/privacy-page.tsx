import { headOnly, PAGE_HEADS } from '../page-heads/page-heads';
import { PrivacyPage } from '../pages/privacy-page';

export default PrivacyPage;

// The edge calls it on the server: this page's head tags (FirstViewLoader in @store/shared).
export const loadFirstView = headOnly(PAGE_HEADS.privacy);
