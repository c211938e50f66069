import { Avatar } from 'antd';
import './comments.css';

/** A reader's face; '' draws the first character of the name (spec §3 UserInfo.UserFace). */
export function UserFace({ face, name, size = 40 }: { face: string; name: string; size?: number }) {
  return face ? (
    <Avatar src={face} alt={name} size={size} />
  ) : (
    <Avatar size={size} className="user-face--blank">
      {Array.from(name.trim())[0] ?? '读'}
    </Avatar>
  );
}
