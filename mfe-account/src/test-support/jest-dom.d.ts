// Brings jest-dom's matchers into the type checker for this package's tests.
import '@testing-library/jest-dom';
