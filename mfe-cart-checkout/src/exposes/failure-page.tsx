import { FailurePage } from '../payment-result/failure-page';

export default FailurePage;
