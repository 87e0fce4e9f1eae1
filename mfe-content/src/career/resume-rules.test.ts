import { fileSizeLabel, resumeProblem, RESUME_EMPTY, RESUME_TYPE } from './resume-rules';

const MB = 1024 * 1024;

describe('resumeProblem', () => {
  it.each(['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF'])('accepts %s', (name) => {
    expect(resumeProblem({ name, size: 2 * MB })).toBeUndefined();
  });

  it.each(['cv.txt', 'cv.pdf.exe', 'cv', 'cv.odt'])('refuses %s', (name) => {
    expect(resumeProblem({ name, size: 1000 })).toBe(RESUME_TYPE);
  });

  it('draws the size line at exactly 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * MB })).toBeUndefined();
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * MB + 1 })).toEqual({
      key: 'career.resumeTooLarge',
      values: { size: '5.0 MB' },
    });
  });

  it('refuses an empty file', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 0 })).toBe(RESUME_EMPTY);
  });
});

describe('fileSizeLabel', () => {
  it('reads kilobytes and megabytes', () => {
    expect(fileSizeLabel(300)).toBe('1 KB');
    expect(fileSizeLabel(150 * 1024)).toBe('150 KB');
    expect(fileSizeLabel(1.5 * MB)).toBe('1.5 MB');
  });
});
