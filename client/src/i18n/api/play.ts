// Texts of the stake game codes (play.*): challenges, rematches, the online queue, moves and outcomes.
import { PLAY_MESSAGES_EN } from '../../../../contracts/messages/play';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `play.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'play.challengeSent': 'Desafio enviado',
  'play.challengeAccepted': 'Desafio aceito',
  'play.challengeWithdrawn': 'Desafio cancelado',
  'play.challengeRejected': 'Desafio recusado',
  'play.rematchAccepted': 'Revanche aceita',
  'play.rematchOffered': 'Revanche oferecida',
  'play.moved': 'Jogada feita',
  'play.waiting': 'Aguardando um oponente',
  'play.matched': 'Oponente encontrado',
  'play.queueLeft': 'Você saiu da fila',
  'play.notQueued': 'Você não estava na fila',

  'play.won': 'Você ganhou!',
  'play.lost': 'Você perdeu',
  'play.draw': 'Empate',
  'play.endRejected': 'Seu desafio foi recusado: a aposta foi devolvida',
  'play.endWithdrawn': 'Desafio cancelado: a aposta foi devolvida',
  'play.endExpired': 'Ninguém respondeu ao desafio a tempo: a aposta foi devolvida',
  'play.endTimeout': 'Ninguém jogou a tempo: as duas apostas foram devolvidas',
  'play.void': 'A partida foi anulada',

  'play.balanceTooLow': 'Seu saldo de {asset} não é suficiente para esta aposta',
  'play.profileIncomplete': 'Complete seu perfil antes de jogar',
  'play.gameNotFound': 'Partida não encontrada',
  'play.playerNotFound': 'Jogador não encontrado',
  'play.challengeSelf': 'Você não pode desafiar a si mesmo',
  'play.alreadyInGame': 'Você já tem uma partida em andamento',
  'play.opponentBusy': 'Esse jogador já está em uma partida',
  'play.ownChallenge': 'Você não pode aceitar o seu próprio desafio',
  'play.challengeExpired': 'Este desafio expirou',
  'play.challengeClosed': 'Este desafio não está mais aberto',
  'play.answerMismatch': 'Esta resposta não corresponde ao desafio: {field} é diferente',
  'play.rematchNotFinished': 'Só dá para jogar de novo uma partida que terminou',
  'play.rematchAlreadyOffered': 'Você já ofereceu uma revanche',
  'play.timeUp': 'O tempo acabou: a partida terminou',
  'play.notInProgress': 'A partida não está em andamento',
  'play.alreadyMoved': 'Você já jogou',
  'play.awaitingAnswer': 'Aguardando a resposta ao desafio',
  'play.notResolvable': 'Esta partida ainda não pode ser encerrada',
};

export const texts: CodeTexts = { pt, en: PLAY_MESSAGES_EN };
