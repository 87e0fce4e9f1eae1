// Brings jest-dom's matcher types into this package's type check (the setup file lives in shared).
import '@testing-library/jest-dom';
