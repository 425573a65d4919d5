// Conteúdo em português das páginas da empresa, legais e de ajuda.
import type { CompanyContent } from '../types';

const company: CompanyContent = {
  about: {
    title: 'Sobre a OSB',
    lead: 'Construímos um só lugar onde as pessoas conversam, pagam, constroem e negociam — sem uma conta, um saldo e um idioma diferentes para cada coisa.',
    sections: [
      {
        heading: 'Por que existimos',
        paragraphs: [
          'A maioria das pessoas usa um app de conversa, um de pagamento, um provedor de hospedagem, um mapa e um marketplace que não sabem nada um do outro. Cada troca custa um login, uma recarga e um novo conjunto de regras.',
          'A OSB reúne essas ferramentas do dia a dia numa só conta e num só saldo, o OSBT: o dinheiro que você recebe de um amigo pode pagar um domínio ou um pedido um minuto depois.',
        ],
      },
      {
        heading: 'No que acreditamos',
        bullets: [
          'O simples vence o engenhoso: toda tela deve funcionar com um polegar.',
          'O dinheiro precisa fechar: todo movimento de OSBT é registrado duas vezes e pode ser rastreado.',
          'As pessoas vêm primeiro no próprio idioma: o português é o padrão, o inglês está a um toque.',
          'O seu fuso horário e a sua moeda, não os nossos.',
        ],
      },
      {
        heading: 'Como trabalhamos',
        paragraphs: [
          'Somos uma equipe pequena e remota de engenharia, design e suporte. Publicamos o contrato da nossa API, testamos cada mudança contra ele e entregamos em passos pequenos.',
        ],
      },
    ],
  },
  careers: {
    title: 'Carreiras',
    lead: 'Ajude milhões de pessoas a passar da conversa ao dinheiro e aos serviços sem atrito.',
    sections: [
      {
        heading: 'Como contratamos',
        paragraphs: [
          'Uma conversa sobre o que você já construiu, um exercício prático de no máximo uma tarde e uma conversa com quem trabalharia com você. Para se candidatar, crie uma conta e abra um chamado em Conta → Suporte com o assunto “Vagas”, a vaga e um link para o seu trabalho.',
        ],
      },
      {
        heading: 'O que oferecemos',
        bullets: [
          'Trabalho totalmente remoto, com horários que se cruzam à tarde (UTC).',
          'Equipamento à sua escolha e um orçamento anual para aprender.',
          'Trabalhe em português ou inglês — os dois são de primeira classe aqui.',
        ],
      },
    ],
    rolesTitle: 'Vagas abertas',
    roles: [
      { title: 'Engenharia front-end (React, TypeScript)', team: 'Plataforma', place: 'Remoto' },
      { title: 'Engenharia back-end (livro-razão de pagamentos)', team: 'Pay', place: 'Remoto' },
      { title: 'Design de produto (mobile primeiro)', team: 'Design', place: 'Remoto' },
      { title: 'Especialista de suporte (português e inglês)', team: 'Suporte', place: 'Remoto' },
    ],
  },
  partners: {
    title: 'Parceiros',
    lead: 'Cresça com a gente: traga seus clientes, seu catálogo ou seus serviços para a OSB.',
    sections: [
      {
        heading: 'Formas de parceria',
        bullets: [
          'Revendas de cloud: venda domínios, armazenamento e mensageria com o seu próprio suporte.',
          'Parceiros de pagamento: torne-se um comerciante P2P de confiança para OSBT no seu país.',
          'Vendedores do Market: publique seu catálogo e alcance compradores perto de você.',
          'Parceiros de mapa: mantenha as informações dos locais da sua cidade corretas.',
        ],
      },
      {
        heading: 'Como se candidatar',
        paragraphs: [
          'Crie uma conta e abra um chamado em Conta → Suporte com o assunto “Parceria”. Conte quem você é, onde atua e o que gostaria de construir com a gente. Respondemos em até cinco dias úteis.',
        ],
      },
    ],
  },
  contact: {
    title: 'Contato',
    lead: 'O caminho mais rápido até uma pessoa é de dentro da sua conta, onde vemos o mesmo que você.',
    sections: [
      {
        heading: 'Antes de escrever',
        paragraphs: [
          'Muitas respostas já estão na central de ajuda e nas perguntas frequentes. Se algo parecer errado num pagamento, informe a data, o valor e o nome de usuário da outra pessoa — nunca a sua senha.',
        ],
      },
    ],
    channels: [
      { title: 'Chamado de suporte', text: 'Já entrou? Abra um chamado e acompanhe tudo num só lugar.', href: '/account/support' },
      { title: 'Central de ajuda', text: 'Respostas passo a passo para cada produto.', href: '/help' },
      { title: 'Sugestões', text: 'Ideias e arestas: conte pra gente em qualquer rede social ou num chamado.', href: '/account/support' },
      { title: 'Parcerias', text: 'Revendas, comerciantes e vendedores.', href: '/partners' },
    ],
  },
  download: {
    title: 'Download',
    lead: 'A OSB roda no navegador, em qualquer celular, tablet ou computador. Instale como um app em dois toques.',
    sections: [
      {
        heading: 'No Android',
        paragraphs: ['Abra a OSB no Chrome, toque no menu (⋮) e escolha “Instalar app” ou “Adicionar à tela inicial”.'],
      },
      {
        heading: 'No iPhone e iPad',
        paragraphs: ['Abra a OSB no Safari, toque em Compartilhar e escolha “Adicionar à Tela de Início”.'],
      },
      {
        heading: 'No computador',
        paragraphs: [
          'No Chrome ou no Edge, use o ícone de instalação no fim da barra de endereço. A OSB passa a abrir em janela própria e pode ser fixada na barra de tarefas ou no dock.',
        ],
      },
      {
        heading: 'Do que você precisa',
        bullets: [
          'Uma versão atual do Chrome, Edge, Firefox ou Safari.',
          'Conexão com a internet; mensagens e saldos se atualizam ao vivo.',
        ],
      },
    ],
  },
  help: {
    title: 'Central de ajuda',
    lead: 'Encontre respostas por produto ou fale direto com a gente pela sua conta.',
    sections: [
      {
        heading: 'Ainda com dúvida?',
        paragraphs: [
          'Abra um chamado em Conta → Suporte. Os chamados são respondidos por ordem de chegada, normalmente em até um dia útil.',
        ],
      },
    ],
    topics: [
      {
        title: 'Sua conta',
        text: 'Login, várias contas, nome de usuário, moeda e fuso horário.',
        href: '/docs/account/sessions-and-accounts',
      },
      { title: 'OSBT e Pay', text: 'Recarregar, sacar, enviar, solicitar, converter e P2P.', href: '/docs/pay/wallet-basics' },
      { title: 'Social e mensagens', text: 'Publicações, conversas, comunidades e o jogo.', href: '/docs/app/inbox-and-communities' },
      { title: 'Cloud', text: 'Domínios, armazenamento, e-mail, SMS e WhatsApp.', href: '/docs/cloud/getting-started-with-cloud' },
      { title: 'Map e Market', text: 'Locais salvos, pedidos e como comprar com segurança.', href: '/guides/market' },
      { title: 'Segurança', text: 'Proteja sua conta e relate um problema.', href: '/security' },
    ],
  },
  sdks: {
    title: 'SDKs e API',
    lead: 'Tudo o que os apps da OSB fazem passa pela mesma API documentada — você também pode construir sobre ela.',
    sections: [
      {
        heading: 'API HTTP',
        paragraphs: [
          'Um documento OpenAPI 3.1 descreve todas as chamadas. Elas são requisições POST com corpo JSON num caminho versionado (/v1), autorizadas por um token bearer. Toda resposta usa o mesmo envelope: status, um código estável, uma mensagem, dados e, quando útil, as cotações do momento.',
        ],
      },
      {
        heading: 'Tempo real',
        paragraphs: [
          'Um websocket seguro na mesma base entrega mensagens novas, confirmações de leitura e convites de jogo na hora, com um keep-alive confiável.',
        ],
      },
      {
        heading: 'Clientes tipados',
        paragraphs: [
          'Gere um cliente para a sua linguagem a partir do documento OpenAPI. Em TypeScript nós mesmos usamos openapi-typescript e openapi-fetch: caminhos, corpos e respostas são verificados na compilação.',
        ],
      },
      {
        heading: 'Chaves de API de cloud',
        paragraphs: [
          'Para os seus servidores e scripts, crie uma chave de API em Cloud → Configurações com os escopos de que ela precisa (mensagens, armazenamento, domínios). Uma chave só chama as operações de cloud dos seus escopos, e nunca a gestão de chaves, as configurações ou qualquer coisa fora do cloud. A documentação tem um início rápido com curl e uma referência de cada operação que uma chave pode chamar.',
        ],
      },
      {
        heading: 'Boas práticas',
        bullets: [
          'Envie um id de requisição nos pagamentos para que uma nova tentativa nunca pague duas vezes.',
          'Espere valores inteiros na menor unidade do ativo.',
          'Respeite as respostas 429 e tente de novo após uma pausa.',
        ],
      },
    ],
    links: [
      {
        title: 'Início rápido com uma chave de API',
        text: 'Crie uma chave e faça as primeiras chamadas com curl.',
        href: '/docs/api/quick-start',
      },
      {
        title: 'Referência da API',
        text: 'Cada operação que uma chave de API de cloud pode chamar, por escopo, com um exemplo em curl.',
        href: '/docs/api/storage',
      },
      { title: 'Documento OpenAPI', text: 'A API inteira em OpenAPI 3.1 (YAML), para gerar um cliente.', href: '/openapi.yaml' },
    ],
  },
  resources: {
    title: 'Recursos',
    lead: 'Aprenda a OSB no seu ritmo: documentação de referência, guias passo a passo, novidades e o kit de desenvolvimento.',
    sections: [],
    links: [
      { title: 'Documentação', text: 'Referência de cada produto, começando pelo cloud.', href: '/docs' },
      { title: 'Guias', text: 'Roteiros para as tarefas mais comuns.', href: '/guides' },
      { title: 'Blog', text: 'Novidades do produto e como construímos.', href: '/blog' },
      { title: 'Central de ajuda', text: 'Respostas por assunto.', href: '/help' },
      { title: 'SDKs e API', text: 'Construa sobre a API da OSB.', href: '/sdks' },
      { title: 'Perguntas frequentes', text: 'Respostas curtas para dúvidas comuns.', href: '/faqs' },
    ],
  },
  security: {
    title: 'Segurança',
    lead: 'Sua conta, seu dinheiro e seus dados são protegidos desde o projeto, não como um remendo.',
    sections: [
      {
        heading: 'Contas',
        bullets: [
          'Cada login recebe o próprio token; sair o revoga do nosso lado, não só no seu aparelho.',
          'Você pode manter várias contas num aparelho; cada uma guarda o próprio token e nada é compartilhado entre elas.',
          'As senhas nunca são guardadas de forma legível nem enviadas para outro lugar além da chamada de login.',
        ],
      },
      {
        heading: 'Dinheiro',
        bullets: [
          'Todo movimento de OSBT é um lançamento de partida dobrada; os saldos vêm desses lançamentos e nunca são editados à mão.',
          'Pagamentos levam um id de requisição, então uma nova tentativa não paga duas vezes.',
          'Nenhum saldo fica abaixo de zero.',
        ],
      },
      {
        heading: 'Dados',
        paragraphs: [
          'Todo o tráfego é criptografado em trânsito. O acesso da equipe às contas se limita a casos de suporte e fica registrado.',
        ],
      },
      {
        heading: 'Relate uma vulnerabilidade',
        paragraphs: [
          'Encontrou algo? Abra um chamado em Conta → Suporte com o assunto “Segurança”. Confirmamos o recebimento em até dois dias úteis e damos crédito a quem pedir.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidade',
    lead: 'O que coletamos, por quê e as escolhas que você tem.',
    updated: 'Última atualização: 1 de março de 2026',
    sections: [
      {
        heading: 'O que coletamos',
        bullets: [
          'Dados da conta: e-mail, nome de usuário, país, moeda e fuso horário.',
          'O que você cria: publicações, mensagens, dados de comunidades, anúncios e configurações de cloud.',
          'Transações: movimentos de OSBT, pedidos e seus status.',
          'Dados técnicos: o país de onde sua conexão parece vir, usado para sugerir seu país no cadastro.',
        ],
      },
      {
        heading: 'Cookies e armazenamento local',
        paragraphs: [
          'Usamos um cookie chamado “target” para lembrar o último produto que você usou, e o armazenamento local do navegador para manter você conectado e lembrar tema, idioma e sua escolha sobre cookies. Não usamos cookies de publicidade.',
        ],
      },
      {
        heading: 'Como usamos',
        paragraphs: [
          'Para operar os produtos que você usa, mantê-los seguros, responder seus chamados e cumprir obrigações legais. Não vendemos dados pessoais.',
        ],
      },
      {
        heading: 'Suas escolhas',
        paragraphs: [
          'Você pode alterar seus dados na área da conta e pedir uma cópia ou a exclusão deles abrindo um chamado. Alguns registros de transações precisam ser mantidos pelo prazo que a lei exige.',
        ],
      },
    ],
  },
  terms: {
    title: 'Termos de serviço',
    lead: 'As regras de uso da OSB, escritas para serem lidas.',
    updated: 'Última atualização: 1 de março de 2026',
    sections: [
      {
        heading: 'Sua conta',
        paragraphs: [
          'Você é responsável pelo que acontece na sua conta. Mantenha a senha em sigilo e saia em aparelhos compartilhados. Você pode manter até cinco contas num aparelho.',
        ],
      },
      {
        heading: 'OSBT',
        paragraphs: [
          'OSBT é o saldo que você mantém na plataforma. Não é um depósito bancário e não rende juros. Conversões para outras moedas usam as cotações mostradas no momento.',
        ],
      },
      {
        heading: 'Jogo',
        paragraphs: [
          'O jogo permite que duas pessoas apostem OSBT numa rodada de pedra, papel e tesoura. Use apenas onde esse tipo de jogo for permitido para você e somente se tiver a idade legal.',
        ],
      },
      {
        heading: 'Uso aceitável',
        bullets: [
          'Nada de fraude, golpes, spam ou falsa identidade.',
          'Nada de conteúdo ilegal, de ódio ou que viole direitos de outras pessoas.',
          'Nada de tentativas de quebrar, sobrecarregar ou fazer engenharia reversa do serviço.',
        ],
      },
      {
        heading: 'Mudanças e encerramento',
        paragraphs: [
          'Podemos alterar estes termos e avisaremos no app antes que mudanças importantes entrem em vigor. Você pode encerrar sua conta a qualquer momento; podemos suspender contas que descumpram estes termos.',
        ],
      },
    ],
  },
  pricing: {
    title: 'Preços',
    lead: 'O uso do dia a dia é grátis. Os serviços de cloud são pagos conforme o uso, em OSBT.',
    plans: [
      {
        name: 'Pessoal',
        price: '0',
        period: 'para sempre',
        summary: 'Tudo para conversar, pagar e comprar.',
        features: [
          'Descobrir, publicações, conversas e comunidades',
          'Carteira OSBT em 15 moedas de exibição',
          'Mapa e locais salvos',
          'Compras no Market',
          'Anúncios P2P no Pay',
        ],
        cta: 'Criar conta grátis',
        featured: true,
      },
      {
        name: 'Empresas',
        price: 'Conforme o uso',
        period: 'cobrado em OSBT',
        summary: 'Serviços de cloud para equipes e empresas.',
        features: [
          'Domínios, armazenamento, e-mail, SMS e WhatsApp',
          'Uma só fatura, paga do seu saldo',
          'Uso e regras por serviço',
          'Suporte com histórico de chamados',
        ],
        cta: 'Abrir o painel de cloud',
      },
    ],
    notesTitle: 'Bom saber',
    notes: [
      'Os preços são definidos em OSBT; você os vê na moeda escolhida, na cotação do momento.',
      'O uso de cloud aparece ao vivo no painel e é debitado do seu saldo.',
      'Não há tarifa para receber OSBT de outra pessoa.',
    ],
  },
  faqs: {
    title: 'Perguntas frequentes',
    lead: 'Respostas curtas para as dúvidas que mais ouvimos.',
    items: [
      {
        q: 'O que é OSBT?',
        a: 'OSBT é o saldo que você mantém na OSB. Todos os produtos — social, pay, cloud, map e market — usam esse saldo, e você pode ver o valor dele em qualquer uma de 15 moedas.',
      },
      {
        q: 'Como adiciono OSBT?',
        a: 'Recarregue pela área da conta, receba de outra pessoa, compre de um comerciante P2P no Pay ou resgate um cartão-presente.',
      },
      {
        q: 'Posso usar mais de uma conta?',
        a: 'Sim. Adicione até cinco contas no mesmo aparelho pelo menu do perfil e troque entre elas quando quiser.',
      },
      {
        q: 'Em quais moedas posso ver os valores?',
        a: 'USD, NGN, INR, GBP, EUR, CAD, ZAR, IDR, PKR, AUD, MXN, JPY, CNY, AED e CHF. Altere em Conta → Moeda.',
      },
      {
        q: 'Quais idiomas estão disponíveis?',
        a: 'Português, que é o padrão, e inglês. Troque pelo menu de idioma; a página recarrega no novo idioma.',
      },
      {
        q: 'Por que os horários aparecem em outro fuso?',
        a: 'Todos os horários seguem o fuso salvo na sua conta. Ajuste em Conta → Fuso horário.',
      },
      {
        q: 'Existe app para celular?',
        a: 'A OSB é um app web que você instala em qualquer celular pelo navegador. Veja os dois passos na página Download.',
      },
      {
        q: 'Como encerro minha conta?',
        a: 'Abra um chamado em Conta → Suporte. Confirmamos o pedido e informamos o que precisa ser mantido por lei.',
      },
    ],
  },
  signIn: {
    description: 'Entre na sua conta OSB ou crie uma: um só login para o app, Pay, Cloud, Map e Market.',
  },
};

export default company;
