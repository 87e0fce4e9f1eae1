import { fileSizeLabel, resumeProblem, RESUME_EMPTY_MESSAGE, RESUME_TYPE_MESSAGE } from './resume-rules';

const MB = 1024 * 1024;

describe('resumeProblem', () => {
  it.each(['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF'])('accepts %s', (name) => {
    expect(resumeProblem({ name, size: 2 * MB })).toBeUndefined();
  });

  it.each(['cv.txt', 'cv.pdf.exe', 'cv', 'cv.odt'])('refuses %s', (name) => {
    expect(resumeProblem({ name, size: 1000 })).toBe(RESUME_TYPE_MESSAGE);
  });

  it('draws the size line at exactly 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * MB })).toBeUndefined();
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * MB + 1 })).toMatch(/at most 5 MB/);
  });

  it('refuses an empty file', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 0 })).toBe(RESUME_EMPTY_MESSAGE);
  });
});

describe('fileSizeLabel', () => {
  it('reads kilobytes and megabytes', () => {
    expect(fileSizeLabel(300)).toBe('1 KB');
    expect(fileSizeLabel(150 * 1024)).toBe('150 KB');
    expect(fileSizeLabel(1.5 * MB)).toBe('1.5 MB');
  });
});
