import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';

export function NameScreen() {
  const { name = '' } = useParams();
  return <ComingSoon title={name} />;
}
