import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { serverText } from '../../../api/api-error';
import { useCurrentUser } from '../../../app/access';
import { useAppDispatch } from '../../../app/hooks';
import { showToast } from '../../notifications/toastSlice';
import {
  CONTACT_FORM_LIMITS as L,
  CONTACT_TOPICS,
  useSendContactMessageMutation,
  type ContactForm,
} from '../noticesApi';

/**
 * Contact Us (the footer): name, email, topic and message, checked here as the server checks
 * them; sent to the support address. The server's refusals (a field, or too many messages:
 * when to try again) show in the dialog.
 */
export function ContactUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ContactForm>();
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const [send, { isLoading, error, reset }] = useSendContactMessageMutation();

  useEffect(() => {
    if (!open) return;
    reset();
    if (user)
      form.setFieldsValue({
        name: form.getFieldValue('name') || [user.firstName, user.lastName].join(' ').trim(),
        email: form.getFieldValue('email') || user.email,
      });
  }, [open, user, form, reset]);

  const submit = async (values: ContactForm) => {
    const result = await send(values);
    if ('error' in result) return;
    dispatch(
      showToast({ kind: 'success', title: 'Message sent', description: result.data.message }),
    );
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="Contact Us"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Send message"
      okButtonProps={{ loading: isLoading }}
      destroyOnHidden={false}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
        data-testid="contact-form"
      >
        <Form.Item
          name="name"
          label="Your name"
          rules={[
            { required: true, whitespace: true, message: 'Please enter your name' },
            { max: L.nameMax, message: `Your name must be at most ${L.nameMax} characters` },
          ]}
        >
          <Input autoComplete="name" data-testid="contact-name" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Your email"
          rules={[
            { required: true, message: 'Please enter a valid email address' },
            { type: 'email', message: 'Please enter a valid email address' },
            { max: L.emailMax, message: 'Please enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" data-testid="contact-email" />
        </Form.Item>
        <Form.Item
          name="topic"
          label="Topic"
          rules={[{ required: true, message: 'Please choose a topic' }]}
        >
          <Select
            placeholder="What is it about?"
            options={CONTACT_TOPICS}
            data-testid="contact-topic"
          />
        </Form.Item>
        <Form.Item
          name="message"
          label="Message"
          rules={[
            { required: true, whitespace: true, message: 'Please write your message' },
            {
              min: L.messageMin,
              message: `Your message must be at least ${L.messageMin} characters`,
            },
            {
              max: L.messageMax,
              message: `Your message must be at most ${L.messageMax} characters`,
            },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 12 }}
            showCount
            maxLength={L.messageMax}
            data-testid="contact-message"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon message={serverText(error)} role="alert" />}
      </Form>
    </Modal>
  );
}
