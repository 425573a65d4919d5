// English texts of the inbox codes (inbox.*): messages, conversations, communities and contacts.
export const INBOX_MESSAGES_EN = {
  'inbox.messageSent': 'Message sent',
  'inbox.messageAlreadySent': 'Already sent',
  'inbox.messageBlank': '{field}: write a message (it cannot be only spaces)',
  'inbox.messageIdReused': 'This message id was already used for another message',
  'inbox.beforeOrAfter': 'Send before or after, not both',
  'inbox.conversationNotFound': 'Conversation not found',
  'inbox.userNotFound': 'User not found',
  'inbox.memberNotFound': 'User not found: {uid}',
  'inbox.chatSelf': 'You cannot chat with yourself',
  'inbox.communityCreated': 'Community created',
  'inbox.membersAdded': 'Members added',
  'inbox.contactAdded': 'Contact added',
  'inbox.contactsRemoved': 'Contacts removed',
  'inbox.contactSelf': 'You cannot add yourself as a contact',
} as const;
