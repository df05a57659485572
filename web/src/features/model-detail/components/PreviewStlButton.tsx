import CodeSandboxOutlined from '@ant-design/icons/CodeSandboxOutlined';
import Button from 'antd/es/button';
import { useAppDispatch } from '../../../app/hooks';
import { comingSoonToast, showToast } from '../../notifications/toastSlice';
import { firstStlFile } from '../detail-format';

/**
 * Preview STL. The in-browser 3D viewer arrives with the media issue; until then a listing with
 * an .stl gets the 'Coming Soon' toast, and one without gets the spec's 'No STL File'.
 */
export function PreviewStlButton({ fileUrls }: { fileUrls: string[] }) {
  const dispatch = useAppDispatch();
  const preview = () => {
    const stl = firstStlFile(fileUrls);
    dispatch(
      showToast(
        stl
          ? comingSoonToast('The 3D preview')
          : { kind: 'warning', title: 'No STL File', description: 'No STL file found for preview' },
      ),
    );
  };
  return (
    <Button
      size="large"
      block
      icon={<CodeSandboxOutlined aria-hidden />}
      data-testid="preview-stl"
      onClick={preview}
    >
      Preview STL
    </Button>
  );
}
