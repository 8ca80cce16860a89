// The editor's optional "Commit message": what the save's Git commit says instead of the default
// ("Update post "<title>""), which the hint shows. Sent beside the post's fields, never written
// into the post's file; the server trims it to one line and checks its length (blog-post.ts).
import { TextField } from '../../components/forms/form-field';
import { MAX_COMMIT_MESSAGE_LENGTH } from '../../lib/schemas/blog-post';

interface CommitMessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message the server answered for a refused one. */
  error: string | null;
  /** The commit message used when this is left empty. */
  defaultMessage: string;
}

export function CommitMessageField({ value, onChange, error, defaultMessage }: CommitMessageFieldProps) {
  return (
    <div className="mt-8">
      <TextField
        id="post-commit-message"
        label="Commit message (optional)"
        help={`The message of this save's Git commit. Left empty, it is: ${defaultMessage}`}
        error={error ?? undefined}
        maxLength={MAX_COMMIT_MESSAGE_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
