import { PrivacyPage } from '../pages/privacy-page';

export default PrivacyPage;
