// Conteúdo da página inicial em português.
import type { HomeContent } from '../types';

const home: HomeContent = {
  hero: {
    eyebrow: 'Social · Pay · Cloud · Map · Market',
    title: 'Uma conta para as pessoas, o dinheiro e os serviços do seu dia a dia',
    lead: 'Converse e publique com amigos e comunidades, movimente dinheiro com OSBT, mantenha domínios, armazenamento, e-mail e mensagens do seu negócio, encontre lugares e compre de vendedores locais — tudo num só lugar, em português ou inglês.',
    primary: 'Criar conta grátis',
    secondary: 'Conhecer as soluções',
  },
  productsTitle: 'Cinco produtos, um único login',
  products: [
    {
      name: 'App',
      title: 'Social e mensagens',
      text: 'Um feed para descobrir, publicações com fotos, vídeo e áudio, conversas diretas, comunidades e uma partida rápida de pedra, papel e tesoura com amigos.',
      href: '/solutions',
    },
    {
      name: 'Pay',
      title: 'Uma carteira em OSBT',
      text: 'Guarde seu saldo em OSBT, veja-o em qualquer uma de 15 moedas, envie e solicite, converta, negocie ponto a ponto e use cartões-presente.',
      href: '/pay',
    },
    {
      name: 'Cloud',
      title: 'Serviços para quem constrói',
      text: 'Registre e transfira domínios, armazene arquivos e fale com clientes por e-mail, SMS e WhatsApp num só painel e numa só fatura.',
      href: '/cloud',
    },
    {
      name: 'Map',
      title: 'Lugares perto de você',
      text: 'Um mapa ao vivo do que está por perto, páginas de locais que você compartilha com um código curto e a lista dos lugares salvos.',
      href: '/map',
    },
    {
      name: 'Market',
      title: 'Compre e venda perto',
      text: 'Itens em alta e em destaque, categorias de eletrônicos a alimentos, carrinho, acompanhamento de pedidos e lista de salvos.',
      href: '/market',
    },
  ],
  highlightsTitle: 'Feito para ser simples e confiável',
  highlights: [
    {
      title: 'Um só saldo',
      text: 'O OSBT é o saldo por trás de todos os produtos: pagar um vendedor, um domínio ou um amigo funciona do mesmo jeito.',
    },
    { title: 'Sua moeda, seu horário', text: 'Os valores aparecem na moeda que você escolher e todos os horários no seu fuso.' },
    { title: 'Várias contas', text: 'Mantenha uma conta pessoal e outra de trabalho lado a lado e troque entre elas com um toque.' },
    { title: 'Em qualquer lugar', text: 'Temas claro e escuro e um layout pensado para o celular: tudo funciona com um polegar.' },
  ],
  stepsTitle: 'Comece em minutos',
  steps: [
    { title: 'Crie sua conta', text: 'Cadastre-se com seu e-mail e uma senha.' },
    { title: 'Escolha um nome de usuário', text: 'Defina como as pessoas encontram você, seu país e a moeda em que você pensa.' },
    { title: 'Adicione OSBT', text: 'Recarregue pela área da conta, receba de um amigo ou resgate um cartão-presente.' },
    { title: 'Use qualquer produto', text: 'Descubra, pague, construa, explore e compre no mesmo lugar.' },
  ],
  cta: {
    title: 'Pronto quando você estiver',
    text: 'Entrar é grátis. Os serviços de cloud são pagos conforme o uso.',
    button: 'Entrar ou criar uma conta',
  },
};

export default home;
