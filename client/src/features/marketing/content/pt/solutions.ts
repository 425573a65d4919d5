// Conteúdo em português de /solutions e /solutions/{query}.
import type { SolutionsContent } from '../types';

const solutions: SolutionsContent = {
  title: 'Soluções',
  lead: 'Produtos do dia a dia para pessoas e serviços de cloud para empresas, todos pagos com um só saldo em OSBT.',
  items: {
    social: {
      name: 'Social e mensagens',
      summary: 'Feed, publicações, conversas, comunidades e jogo.',
      href: '/discover',
      title: 'Social e mensagens',
      lead: 'Compartilhe o que importa, converse a dois ou em comunidades e desafie um amigo para uma partida rápida.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Um feed para descobrir, “para você” e de quem você segue, com #tags e @menções.',
            'Publicações com imagens, vídeo, áudio ou uma citação curta.',
            'Conversas diretas e comunidades com entrega ao vivo e confirmação de leitura.',
            'Pedra, papel e tesoura valendo OSBT, contra um amigo ou alguém online.',
          ],
        },
        {
          heading: 'Feito para o celular',
          paragraphs: ['Crie uma publicação, uma conversa ou uma comunidade pelo botão no canto da tela, com um polegar.'],
        },
      ],
    },
    pay: {
      name: 'Pay',
      summary: 'Carteira, transferências, P2P e cartões-presente.',
      href: '/pay',
      title: 'Pague com OSBT',
      lead: 'Uma carteira que fala a sua moeda: guarde OSBT, veja em 15 moedas e movimente em segundos.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Adicionar, retirar, enviar, solicitar e converter, ativo por ativo.',
            'Um mercado P2P ao vivo, com anúncios e ordens acompanhadas passo a passo.',
            'Cartões-presente para dar e resgatar.',
            'Histórico completo de atividade no seu fuso horário.',
          ],
        },
        {
          heading: 'Correto por construção',
          paragraphs: [
            'Todo movimento é um lançamento de partida dobrada com id de requisição: os saldos sempre fecham e uma nova tentativa nunca paga duas vezes.',
          ],
        },
      ],
    },
    domain: {
      name: 'Domínios',
      summary: 'Buscar, registrar, transferir e gerenciar.',
      href: '/cloud/domain',
      title: 'Domínios',
      lead: 'Encontre o nome certo, registre em um minuto e mantenha os registros num só lugar.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Busca e registro de novos domínios.',
            'Transferência de domínios que você já tem.',
            'Gestão de DNS e renovações pelo painel de cloud.',
          ],
        },
        {
          heading: 'Cobrança',
          paragraphs: ['Registro e renovação são debitados do seu saldo em OSBT, com aviso antes de cada renovação.'],
        },
      ],
    },
    storage: {
      name: 'Armazenamento',
      summary: 'Buckets, uso e regras de acesso.',
      href: '/cloud/storage',
      title: 'Armazenamento',
      lead: 'Guarde arquivos com segurança e entregue rápido, com uso claro e regras sob o seu controle.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Crie buckets em poucos cliques.',
            'Acompanhe o uso de cada bucket.',
            'Defina regras de acesso: privado, links assinados ou público.',
          ],
        },
      ],
    },
    email: {
      name: 'E-mail',
      summary: 'Envio a partir de endereços do seu domínio.',
      href: '/cloud/email',
      title: 'E-mail no seu domínio',
      lead: 'E-mail transacional a partir do seu próprio domínio, com status de entrega de cada mensagem.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Envio a partir de endereços verificados em qualquer domínio gerenciado aqui.',
            'Envio transacional com status de entrega.',
            'Só envio: nenhuma caixa postal fica aqui, então as respostas vão para o serviço de e-mail indicado nos seus registros MX.',
          ],
        },
      ],
    },
    sms: {
      name: 'SMS',
      summary: 'Códigos e alertas.',
      href: '/cloud/sms',
      title: 'SMS',
      lead: 'Alcance qualquer celular com códigos de uso único e alertas.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Um número por mensagem; o painel conta os segmentos (GSM-7 ou UCS-2) e o preço antes do envio.',
            'Status de entrega de cada mensagem.',
            'Descadastros respeitados: um número que respondeu STOP não recebe mais até responder START.',
          ],
        },
      ],
    },
    whatsapp: {
      name: 'WhatsApp',
      summary: 'Modelos aprovados, pagos do seu saldo.',
      href: '/cloud/whatsapp',
      title: 'Entrega por WhatsApp',
      lead: 'Alcance clientes onde eles já estão, com modelos aprovados para pedidos e agendamentos.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Envio de modelos aprovados para pedidos e agendamentos, com os campos preenchidos.',
            'Status de entrega de cada mensagem.',
            'Só envio: respostas não são recebidas aqui.',
          ],
        },
      ],
    },
    map: {
      name: 'Map',
      summary: 'Mapa ao vivo e locais salvos.',
      href: '/map',
      title: 'Map',
      lead: 'Veja o que há ao seu redor, compartilhe um local com um código curto e guarde os lugares de que gosta.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Um mapa ao vivo centrado em você.',
            'Páginas de locais num código curto que você envia para qualquer pessoa.',
            'Uma lista de salvos que acompanha você em todos os aparelhos.',
          ],
        },
      ],
    },
    market: {
      name: 'Market',
      summary: 'Compre e venda perto de você.',
      href: '/market',
      title: 'Market',
      lead: 'Descubra itens em alta, compre de vendedores próximos e pague com o seu saldo.',
      sections: [
        {
          heading: 'O que você tem',
          bullets: [
            'Itens em alta e em destaque, além de categorias de eletrônicos a alimentos.',
            'Carrinho e acompanhamento de pedidos.',
            'Uma lista de salvos para depois.',
          ],
        },
      ],
    },
  },
};

export default solutions;
