// Each file's problems, with the number of files that have an error and of those with notes
// only kept as they change: /healthz reports both on every call, and a push may bring 100,000
// files the site does not read, each with its note.
import type { ContentProblem } from '../../src/lib/api/content-problem';

const levelOf = (problems: ContentProblem[]): 'error' | 'note' => (problems.some((problem) => problem.level === 'error') ? 'error' : 'note');

export class ProblemsByFile {
  private readonly byFile = new Map<string, ContentProblem[]>();
  private counts = { error: 0, note: 0 };

  /** Records a file's problems; an empty list clears them. */
  set(file: string, problems: ContentProblem[]): void {
    this.delete(file);
    if (problems.length === 0) return;
    this.byFile.set(file, problems);
    this.counts[levelOf(problems)] += 1;
  }

  delete(file: string): void {
    const problems = this.byFile.get(file);
    if (!problems) return;
    this.byFile.delete(file);
    this.counts[levelOf(problems)] -= 1;
  }

  get(file: string): ContentProblem[] | undefined {
    return this.byFile.get(file);
  }

  has(file: string): boolean {
    return this.byFile.has(file);
  }

  /** 'error' when the file has an error, 'note' when it has notes only, undefined when neither. */
  level(file: string): 'error' | 'note' | undefined {
    const problems = this.byFile.get(file);
    return problems && levelOf(problems);
  }

  files(): IterableIterator<string> {
    return this.byFile.keys();
  }

  all(): ContentProblem[] {
    return [...this.byFile.values()].flat();
  }

  /** Files with an error, and files with notes only. */
  fileCounts(): { errors: number; notes: number } {
    return { errors: this.counts.error, notes: this.counts.note };
  }
}
