import type { NodeFile } from '../toc-model';
import { FileLink } from './FileLink';
import './contents.css';

/** spec §2 courseware / materials tab: each file (a download) with its lesson, locked ones not openable. */
export function FilesTab({
  files,
  empty,
  testId,
}: {
  files: NodeFile[];
  empty: string;
  testId: string;
}) {
  if (files.length === 0) return <p className="detail-empty">{empty}</p>;
  return (
    <ul className="detail-tab files-list" data-testid={testId}>
      {files.map(({ file, nodeTitle }) => (
        <li key={file.Id}>
          <FileLink file={file} download />
          <small>{nodeTitle}</small>
        </li>
      ))}
    </ul>
  );
}
