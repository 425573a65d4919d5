// Messages of the sign-in page (bare auth layout), in Portuguese (default) and English. The e2e fixture
// signs in through the Portuguese labels 'E-mail', 'Senha' and 'Entrar'.

const en = {
  signInTitle: 'Sign in',
  signInLead: 'One account for social, pay, cloud, map and market.',
  signUpTitle: 'Create your account',
  signUpLead: 'It takes a minute. You will choose a username next.',
  addAccountTitle: 'Add another account',
  addAccountLead: 'Sign in to a second account; switch between them from the profile menu.',
  gate: 'Sign in to continue to {area}.',
  email: 'E-mail',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  submitSignIn: 'Sign in',
  submitSignUp: 'Create account',
  noAccount: 'New here?',
  toSignUp: 'Create an account',
  haveAccount: 'Already have an account?',
  toSignIn: 'Sign in',
  cancel: 'Cancel',
  // Never the word 'password'/'senha': the password field must be the only thing labelled with it.
  showPassword: 'Show what you typed',
  hidePassword: 'Hide what you typed',
  legal: 'By continuing you agree to our {terms} and {privacy}.',
  terms: 'Terms',
  privacy: 'Privacy policy',
  backHome: 'Back to the home page',
};

const pt: typeof en = {
  signInTitle: 'Entrar',
  signInLead: 'Uma conta para social, pay, cloud, map e market.',
  signUpTitle: 'Crie sua conta',
  signUpLead: 'Leva um minuto. Em seguida você escolhe um nome de usuário.',
  addAccountTitle: 'Adicionar outra conta',
  addAccountLead: 'Entre em uma segunda conta; troque entre elas pelo menu do perfil.',
  gate: 'Entre para continuar em {area}.',
  email: 'E-mail',
  password: 'Senha',
  passwordHint: 'Pelo menos 8 caracteres.',
  submitSignIn: 'Entrar',
  submitSignUp: 'Criar conta',
  noAccount: 'Novo por aqui?',
  toSignUp: 'Criar uma conta',
  haveAccount: 'Já tem uma conta?',
  toSignIn: 'Entrar',
  cancel: 'Cancelar',
  showPassword: 'Mostrar o que foi digitado',
  hidePassword: 'Ocultar o que foi digitado',
  legal: 'Ao continuar você concorda com os {terms} e a {privacy}.',
  terms: 'Termos',
  privacy: 'Política de privacidade',
  backHome: 'Voltar ao início',
};

export const auth = { pt, en };
